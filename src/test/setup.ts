// Arco needs its React 19 adapter before any component renders; in Vitest the CommonJS copy loads.
import '@arco-design/web-react/lib/_util/react-19-adapter';

// Unit tests never reach a server: a call no test mocked fails at once, as when the network is
// down, instead of trying localhost and printing connection errors.
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch (unit tests have no network)'));

// Components under test render every area's strings at once: load them all before any test
// (the portal itself bundles only the core strings and loads each area's with the area).
import { initI18n, loadAllResources } from '../lib/i18n';
initI18n('en_us', await loadAllResources());
