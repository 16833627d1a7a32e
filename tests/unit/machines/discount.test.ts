import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  discountMachine,
  selectAppliedDiscount,
  selectCanApply,
  selectIsApplying,
  type DiscountEmitted,
  type DiscountLookup,
} from '../../../machines/discount';
import { createOrderServices, type DiscountCheckResult, type OrdersApi } from '../../../src/data/orders';
import type { CheckedDiscount } from '../../../src/domain';
import { BEIRUT_RATE } from '../domain/fixtures';

type CheckDiscountOutput = DiscountCheckResult;
type Lookup = (input: DiscountLookup) => Promise<CheckDiscountOutput>;

/** The fee a fixed discount may not eat into: Beirut's $3 below $50. */
const delivery = BEIRUT_RATE;

/**
 * The machine with its lookup answered by `lookup` in check_discount's own shape, read through
 * the data layer's mapping as in the app (so an unusable answer fails the lookup there).
 */
function start(lookup: Lookup, subtotal = 4000) {
  const calls: DiscountLookup[] = [];
  const services = createOrderServices({ checkDiscount: lookup } as unknown as OrdersApi);
  const machine = discountMachine.provide({
    actors: {
      checkDiscount: fromPromise<CheckedDiscount, DiscountLookup>(({ input }) => {
        calls.push(input);
        return services.checkDiscount(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { subtotal, delivery, locale: 'en' } });
  const events: DiscountEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  return { actor, events, calls, snapshot: () => actor.getSnapshot() };
}

const tenPercent: CheckDiscountOutput = {
  code: 'SAVE10',
  description: '10% off',
  discount_type: 'percentage',
  discount_value: 10,
  discount_amount: 4,
};

const reject = (code: string, details?: unknown) => Promise.reject(Object.assign(new Error(code), { code, details }));

async function applyCode(harness: ReturnType<typeof start>, code = 'save10') {
  harness.actor.send({ type: 'EDIT_CODE', code });
  harness.actor.send({ type: 'APPLY' });
  await waitFor(harness.actor, (s) => !s.matches('applying'));
}

describe('applying a code', () => {
  it('none → applying (Applying...) → applied, with the Discount Applied! toast', async () => {
    let resolve!: (value: CheckDiscountOutput) => void;
    const harness = start(() => new Promise((r) => (resolve = r)));
    const { actor, events, calls, snapshot } = harness;
    expect(snapshot().value).toBe('none');

    actor.send({ type: 'EDIT_CODE', code: '  save10 ' });
    expect(selectCanApply(snapshot())).toBe(true);
    actor.send({ type: 'APPLY' });
    expect(snapshot().value).toBe('applying');
    expect(selectIsApplying(snapshot())).toBe(true);
    expect(selectCanApply(snapshot())).toBe(false);
    expect(calls).toEqual([{ code: 'save10', subtotal: 4000 }]);

    resolve(tenPercent);
    await waitFor(actor, (s) => s.matches('applied'));
    expect(selectAppliedDiscount(snapshot())).toEqual({
      code: 'SAVE10',
      description: '10% off',
      discountType: 'percentage',
      discountValue: 10,
      amount: 400,
    });
    expect(snapshot().context.codeInput).toBe('SAVE10');
    expect(events).toEqual([
      {
        type: 'discount.applied',
        discount: selectAppliedDiscount(snapshot()),
        toast: { title: 'Discount Applied!', description: '10% off', variant: 'default' },
      },
    ]);
  });

  it('converts a fixed discount from dollars and falls back to the default description', async () => {
    const harness = start(async () => ({ ...tenPercent, discount_type: 'fixed', discount_value: '5.50', description: null }));
    await applyCode(harness);
    expect(selectAppliedDiscount(harness.snapshot())).toMatchObject({ discountType: 'fixed', discountValue: 550, amount: 550 });
    expect(harness.events[0]).toMatchObject({ toast: { description: 'Discount has been applied to your order.' } });
  });

  it('never takes off more than subtotal + delivery', async () => {
    const harness = start(async () => ({ ...tenPercent, discount_type: 'fixed', discount_value: 100 }), 2000);
    await applyCode(harness);
    expect(selectAppliedDiscount(harness.snapshot())?.amount).toBe(2300);
  });

  it.each(['', '   '])('cannot apply a blank code (%j)', (code) => {
    const harness = start(async () => tenPercent);
    harness.actor.send({ type: 'EDIT_CODE', code });
    expect(selectCanApply(harness.snapshot())).toBe(false);
    harness.actor.send({ type: 'APPLY' });
    expect(harness.snapshot().value).toBe('none');
    expect(harness.calls).toEqual([]);
    expect(harness.events).toEqual([]);
  });

  it('refuses a code longer than 50 characters as invalid without a lookup', () => {
    const harness = start(async () => tenPercent);
    harness.actor.send({ type: 'EDIT_CODE', code: 'X'.repeat(51) });
    harness.actor.send({ type: 'APPLY' });
    expect(harness.snapshot().value).toBe('none');
    expect(harness.calls).toEqual([]);
    expect(harness.events).toEqual([
      { type: 'discount.failed', code: 'invalid_code', toast: expect.objectContaining({ title: 'Invalid Code' }) },
    ]);
  });
});

describe('failures (spec §8)', () => {
  it.each([
    ['invalid_code', undefined, 'Invalid Code', 'The discount code you entered is not valid.'],
    ['expired_code', undefined, 'Expired Code', 'This discount code has expired.'],
    ['minimum_not_met', { min_order_amount: 50 }, 'Minimum Order Not Met', 'This discount requires a minimum order of $50.00.'],
    ['usage_limit', undefined, 'Code Usage Limit Reached', 'This discount code has reached its usage limit.'],
    ['network', undefined, 'Error', 'Failed to apply discount code. Please try again.'],
  ])('%s → back to none with %s', async (code, details, title, description) => {
    const harness = start(() => reject(code, details));
    await applyCode(harness, 'TRY');
    expect(harness.snapshot().value).toBe('none');
    expect(harness.snapshot().context).toMatchObject({ applied: null, codeInput: 'TRY', error: description });
    expect(harness.events).toEqual([
      { type: 'discount.failed', code, toast: { title, description, variant: 'destructive' } },
    ]);
  });

  it('treats an unusable answer as a lookup failure', async () => {
    const harness = start(async () => ({ ...tenPercent, discount_type: 'bogus' as never }));
    await applyCode(harness);
    expect(harness.snapshot().value).toBe('none');
    expect(harness.events[0]).toMatchObject({ type: 'discount.failed', code: 'network', toast: { title: 'Error' } });
  });

  it('typing clears the inline error', async () => {
    const harness = start(() => reject('invalid_code'));
    await applyCode(harness, 'NOPE');
    harness.actor.send({ type: 'EDIT_CODE', code: 'NOPE2' });
    expect(harness.snapshot().context.error).toBeNull();
  });

  it('fails with the lookup toast when no checkDiscount actor was provided', async () => {
    const actor = createActor(discountMachine, { input: { delivery, locale: 'en' } }).start();
    const events: DiscountEmitted[] = [];
    actor.on('*', (event) => events.push(event));
    actor.send({ type: 'EDIT_CODE', code: 'X' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('none'));
    expect(events[0]).toMatchObject({ type: 'discount.failed', toast: { title: 'Error' } });
  });
});

describe('removing', () => {
  it('REMOVE → none, clears the code box, emits Discount Removed', async () => {
    const harness = start(async () => tenPercent);
    await applyCode(harness);
    harness.actor.send({ type: 'REMOVE' });
    expect(harness.snapshot().value).toBe('none');
    expect(harness.snapshot().context).toMatchObject({ applied: null, codeInput: '' });
    expect(harness.events.at(-1)).toEqual({
      type: 'discount.removed',
      toast: { title: 'Discount Removed', variant: 'default' },
    });
  });

  it('REMOVE while applying cancels the lookup', () => {
    const harness = start(() => new Promise(() => {}));
    harness.actor.send({ type: 'EDIT_CODE', code: 'SAVE10' });
    harness.actor.send({ type: 'APPLY' });
    harness.actor.send({ type: 'REMOVE' });
    expect(harness.snapshot().value).toBe('none');
    expect(harness.snapshot().context.codeInput).toBe('');
  });
});

describe('subtotal changes', () => {
  it('recomputes the amount at once and re-checks the code', async () => {
    const harness = start(async () => tenPercent, 4000);
    await applyCode(harness);
    harness.actor.send({ type: 'SUBTOTAL_CHANGED', subtotal: 8000 });
    expect(selectAppliedDiscount(harness.snapshot())?.amount).toBe(800);
    expect(harness.snapshot().matches({ applied: 'revalidating' })).toBe(true);
    await waitFor(harness.actor, (s) => s.matches({ applied: 'idle' }));
    expect(harness.calls.at(-1)).toEqual({ code: 'SAVE10', subtotal: 8000 });
    expect(selectAppliedDiscount(harness.snapshot())?.amount).toBe(800);
    expect(harness.events).toHaveLength(1); // no second 'Discount Applied!'
  });

  it('drops a code that no longer qualifies, with its toast', async () => {
    let call = 0;
    const harness = start(() => (++call === 1 ? Promise.resolve(tenPercent) : reject('minimum_not_met', { min_order_amount: 40 })));
    await applyCode(harness);
    harness.actor.send({ type: 'SUBTOTAL_CHANGED', subtotal: 1000 });
    await waitFor(harness.actor, (s) => s.matches('none'));
    expect(harness.snapshot().context.applied).toBeNull();
    expect(harness.events.at(-1)).toEqual({
      type: 'discount.revoked',
      code: 'minimum_not_met',
      toast: {
        title: 'Minimum Order Not Met',
        description: 'This discount requires a minimum order of $40.00.',
        variant: 'destructive',
      },
    });
  });

  it('keeps the discount when the re-check cannot reach the server', async () => {
    let call = 0;
    const harness = start(() => (++call === 1 ? Promise.resolve(tenPercent) : Promise.reject(new TypeError('offline'))));
    await applyCode(harness);
    harness.actor.send({ type: 'SUBTOTAL_CHANGED', subtotal: 2000 });
    await waitFor(harness.actor, (s) => s.matches({ applied: 'idle' }));
    expect(selectAppliedDiscount(harness.snapshot())?.amount).toBe(200);
  });

  it('keeps the discount when the re-check answer is unusable', async () => {
    let call = 0;
    const harness = start(async () => (++call === 1 ? tenPercent : { ...tenPercent, discount_value: 'x' }));
    await applyCode(harness);
    harness.actor.send({ type: 'SUBTOTAL_CHANGED', subtotal: 2000 });
    await waitFor(harness.actor, (s) => s.matches({ applied: 'idle' }));
    expect(selectAppliedDiscount(harness.snapshot())).toMatchObject({ discountValue: 10, amount: 200 });
  });

  it('restarts a lookup in flight with the new subtotal', async () => {
    const harness = start(async () => tenPercent, 1000);
    harness.actor.send({ type: 'EDIT_CODE', code: 'SAVE10' });
    harness.actor.send({ type: 'APPLY' });
    harness.actor.send({ type: 'SUBTOTAL_CHANGED', subtotal: 6000 });
    await waitFor(harness.actor, (s) => s.matches('applied'));
    expect(harness.calls).toEqual([
      { code: 'SAVE10', subtotal: 1000 },
      { code: 'SAVE10', subtotal: 6000 },
    ]);
    expect(harness.events).toHaveLength(1);
    expect(selectAppliedDiscount(harness.snapshot())?.amount).toBe(600);
  });

  it('just stores the subtotal when no code is applied, never below 0', () => {
    const harness = start(async () => tenPercent);
    harness.actor.send({ type: 'SUBTOTAL_CHANGED', subtotal: -50 });
    expect(harness.snapshot().context.subtotal).toBe(0);
    expect(harness.calls).toEqual([]);
  });
});
