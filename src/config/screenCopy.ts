/**
 * The owner's copy of the screens that load on their own (the about page, the preorder page, the
 * toast after a web order), in English: edit it here as you edit src/config/store.ts. It is not
 * in store.ts because every page downloads that file at start-up, and these words are needed
 * only on their screens: each page loads them with the screen's code (src/i18n/index.ts, section
 * `screenCopy`). The Arabic twin is `screenCopy.ar.ts`.
 */
export interface ScreenCopy {
  /** `/about`, Our Story. Markdown. */
  about: {
    title: string;
    intro: string;
    story: string;
    promise: string;
    values: { title: string; text: string }[];
    contactTitle: string;
    contactText: string;
  };
  /** Under the `/preorder` page's heading. */
  preorderIntro: string;
  /** Success toast after a web order placed from the home page. */
  orderSuccess: { title: string; description: string };
}

export const englishScreenCopy: ScreenCopy = {
  about: {
    title: 'Our Story',
    intro: 'MOMobel started at a kitchen table in **Beirut**, with one question: why is good, simple homeware so hard to find at a fair price?',
    story:
      'We began by bringing in a handful of storage jars for friends and family. Word spread over WhatsApp, and today we hand-pick every item in our catalogue: pieces we use in our own homes, tested for everyday life.',
    promise:
      'Every order is packed by hand and delivered to your door. If something is not right, message us and we will make it right.',
    values: [
      { title: 'Affordable', text: 'Fair prices on things you use every day.' },
      { title: 'Functional', text: 'Every item earns its place in your home.' },
      { title: 'Essential', text: 'Fewer, better things, chosen with care.' },
    ],
    contactTitle: 'Say hello',
    contactText: 'Questions about a product or an order? We answer every message.',
  },
  preorderIntro:
    'These items are currently out of stock. Order them now and we will notify you as soon as they are available.',
  orderSuccess: {
    title: 'Order Submitted!',
    description: "Thank you for your order. We can't wait for you to enjoy your MOMments!",
  },
};
