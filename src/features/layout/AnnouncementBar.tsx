import { announcementText } from '../../config/store.ts';

export function AnnouncementBar() {
  return <p className="bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground">{announcementText()}</p>;
}
