// Default runtime configuration for static deploys. The API server serves its own version of
// this path, so one built portal can point at any gateway without rebuilding.
window.__LP_CONFIG__ = { apiBase: '', appKey: 'learning-portal/pcweb/6.0.0', defaultEid: 0, uploadBase: '' };
