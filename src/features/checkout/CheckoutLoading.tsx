import { Dialog } from '../../components/ui/Dialog.tsx';
import { LoadingState } from '../../components/ui/Spinner.tsx';
import { useMessages } from '../../components/ui/PageLocale.tsx';

/**
 * 'Complete Your Order' while the form's code comes (Checkout tapped before it arrived). Its words
 * are start-up words: the checkout's own come with the form.
 */
export default function CheckoutLoading({ onClose }: { onClose: () => void }) {
  const { titles, common } = useMessages();
  return (
    <Dialog open onClose={onClose} title={titles.checkout}>
      <LoadingState message={common.loading} />
    </Dialog>
  );
}
