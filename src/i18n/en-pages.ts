/** Words of the about and preorder pages (lazily loaded); the owner's copy on them is src/config/screenCopy.ts. */
export const enPages = {
  aboutStory: 'How It Started',
  aboutPromise: 'Our Promise',
  aboutValues: 'What We Stand For',
  chatOnWhatsApp: 'Chat on WhatsApp',
  followOnInstagram: 'Follow on Instagram',
  preorderHeading: 'Preorder Items',
  loadingPreorder: 'Loading preorder items...',
  noPreorder: 'No preorder items available',
  noPreorderHint: 'All items are currently in stock!',
  preorderListHeading: 'Out-of-stock items you can preorder',
};

export type PagesMessages = typeof enPages;
