// Placeholder: the storefront issue builds the About page from configured copy.
import { storeConfig } from '../../config/store.ts';
import { PageLayout } from '../layout/index.ts';

export default function AboutPage() {
  return (
    <PageLayout mode="about">
      <h1 className="p-6 text-2xl font-semibold">{storeConfig.copy.about.title}</h1>
    </PageLayout>
  );
}
