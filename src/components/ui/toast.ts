import { toast } from 'sonner';
import type { Toast } from '../../domain/index.ts';

/** Shows a domain toast (title, description, destructive or not) with sonner. */
export function showToast({ title, description, variant }: Toast): void {
  if (variant === 'destructive') toast.error(title, { description });
  else toast.success(title, { description });
}
