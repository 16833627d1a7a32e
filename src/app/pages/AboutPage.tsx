import { useScreenMessages, useStoreCopy } from '../../components/ui/PageLocale.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { InstagramIcon, PinIcon, WhatsAppIcon } from '../../components/ui/icons.tsx';
import { Markdown } from '../../components/ui/Markdown.tsx';
import { PageLayout, contactLinks } from '../../features/layout/index.ts';

function Section({ title, children, id }: { title: string; children: string; id: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-stone-900 sm:text-2xl">
        {title}
      </h2>
      <Markdown className="text-base leading-relaxed text-stone-700">{children}</Markdown>
    </section>
  );
}

/**
 * `/about`, Our Story: intro, story, promise, what we stand for (three values) and a contact card.
 * Every text is owner-written Markdown from store configuration.
 */
export default function AboutPage() {
  const { about } = useScreenMessages('screenCopy');
  const { brand, contact } = useStoreCopy();
  const text = useScreenMessages('pages');
  return (
    <PageLayout mode="about" title={about.title}>
      <div className="bg-secondary/60">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-primary">{brand.tagline}</p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{about.title}</h1>
          <Markdown className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-stone-700">{about.intro}</Markdown>
        </div>
      </div>

      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-12 sm:py-16">
        <Section id="about-story" title={text.aboutStory}>
          {about.story}
        </Section>
        <Section id="about-promise" title={text.aboutPromise}>
          {about.promise}
        </Section>

        <section aria-labelledby="about-values" className="flex flex-col gap-4">
          <h2 id="about-values" className="text-xl font-semibold tracking-tight text-stone-900 sm:text-2xl">
            {text.aboutValues}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
                <h3 className="text-lg font-semibold text-primary">{value.title}</h3>
                <Markdown className="mt-2 text-sm leading-relaxed text-stone-700">{value.text}</Markdown>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-contact" className="rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8">
          <h2 id="about-contact" className="text-xl font-semibold sm:text-2xl">
            {about.contactTitle}
          </h2>
          <Markdown className="mt-2 text-primary-foreground/90 [&_a]:text-primary-foreground">{about.contactText}</Markdown>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <a
              href={contactLinks.whatsapp()}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('hero', 'lg')}
            >
              <WhatsAppIcon />
              {text.chatOnWhatsApp}
            </a>
            <a
              href={contactLinks.instagram()}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'lg')}
            >
              <InstagramIcon />
              {text.followOnInstagram}
            </a>
          </div>
          <p className="mt-5 flex items-center gap-2 text-sm text-primary-foreground/90">
            <PinIcon width={18} height={18} className="shrink-0" />
            {contact.location}
          </p>
        </section>
      </div>
    </PageLayout>
  );
}
