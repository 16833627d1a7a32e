import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
// Every word of both languages, as the build has them (the browser loads a page's own).
import '../../src/i18n/all.ts';

// The suite also runs on busy machines (CI, a core taken by other work). A `waitFor` or `find*`
// that succeeds fails only if the awaited state never comes, so it may wait longer than Testing
// Library's 1 s default without weakening any test.
configure({ asyncUtilTimeout: 5_000 });
