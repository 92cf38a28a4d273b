// Arco needs its React 19 adapter before any component renders (the ES copy, as the portal uses: vite.config.ts).
import '@arco-design/web-react/es/_util/react-19-adapter';

// Unit tests never reach a server: a call no test mocked fails at once, as when the network is
// down, instead of trying localhost and printing connection errors.
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch (unit tests have no network)'));

// Components under test render every area's strings at once: load them all before any test
// (the portal itself bundles only the core strings and loads each area's with the area).
import { initI18n } from '../lib/i18n';
import { loadAllResources } from '../lib/i18n-core';
initI18n('en_us', await loadAllResources());

// A busy 2-core CI machine runs a lazily loaded page's first import and a 200-question render
// several times slower than a laptop: waits get more room than the defaults (1 s and 5 s).
// Not speed targets; those live in bench/ (docs/performance.md).
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5_000 });
