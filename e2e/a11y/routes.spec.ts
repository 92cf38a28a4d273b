import { defineRouteRuns } from './route-runs';

// The axe run over every route in Simplified Chinese (lane two); the other two languages run in
// lane one (routes-zh-hant-en.spec.ts), so neither lane carries the whole run.
defineRouteRuns(['zh_cn']);
