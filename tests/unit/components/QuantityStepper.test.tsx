/**
 * The quantity box commits what is typed once, on blur or Enter; it may be emptied while typing;
 * typing 0 (or anything that is not a quantity) changes nothing. Only − goes below 1.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper, typedQuantity } from '../../../src/components/ui/QuantityStepper.tsx';

afterEach(cleanup);

function Stepper({ onChange, initial = 2, min = 0 }: { onChange: (quantity: number) => void; initial?: number; min?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      min={min}
      label="Jars"
      onChange={(quantity) => {
        onChange(quantity);
        setValue(quantity);
      }}
    />
  );
}

const box = () => screen.getByRole('spinbutton', { name: 'Quantity of Jars' });

describe('typedQuantity', () => {
  it.each([
    ['12', 12],
    [' 3 ', 3],
    ['1', 1],
    ['5000', 999],
  ])('%j → %j', (text, quantity) => expect(typedQuantity(text, 999)).toBe(quantity));
  it.each(['', '0', '-1', '2.5', '1e3', 'abc'])('%j is not a quantity', (text) => expect(typedQuantity(text, 999)).toBeNull());
});

describe('QuantityStepper', () => {
  it('commits a typed number once, on blur, not per keystroke', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    await user.clear(box());
    // Empty while typing: nothing is committed, the box stays empty.
    expect(box()).toHaveValue(null);
    await user.type(box(), '12');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange.mock.calls).toEqual([[12]]);
    expect(box()).toHaveValue(12);
  });

  it('commits on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    await user.tripleClick(box());
    await user.keyboard('5{Enter}');
    expect(onChange.mock.calls).toEqual([[5]]);
    expect(box()).toHaveValue(5);
  });

  it('typing 0, or leaving the box empty, changes nothing and shows the quantity again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    await user.clear(box());
    await user.type(box(), '0');
    await user.tab();
    expect(box()).toHaveValue(2);
    await user.clear(box());
    await user.tab();
    expect(box()).toHaveValue(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Escape puts the quantity back; − still goes down to the minimum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} initial={1} />);
    await user.clear(box());
    await user.type(box(), '7{Escape}');
    expect(box()).toHaveValue(1);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Jars' }));
    expect(onChange.mock.calls).toEqual([[0]]);
  });
});
