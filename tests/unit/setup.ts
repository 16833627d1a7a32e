import '@testing-library/jest-dom/vitest';
// Every word of both languages, as the build has them (the browser loads a page's own).
import '../../src/i18n/all.ts';
