// Placeholder: the storefront issue builds the real order dialog on the checkout machine.
import { Dialog } from '../../components/ui/Dialog.tsx';
import type { PageMode } from '../../domain/index.ts';

export function CheckoutDialog({ mode, open, onClose }: { mode: PageMode; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Complete Your Order">
      <p className="p-5">{mode}</p>
    </Dialog>
  );
}
