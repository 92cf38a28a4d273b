import { defineRouteRuns } from './route-runs';

// The axe run over every route in Traditional Chinese and English (lane one; routes.spec.ts has
// Simplified Chinese in lane two).
defineRouteRuns(['zh_hant', 'en_us']);
