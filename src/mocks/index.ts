/** Public API of the demo shop (the browser entry is `./browser`, Node's `./node`, the HTTP server `./server`). */
export { handlers, implementedOperations } from './handlers';
export { demoControl, type DemoControl } from './control';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './db/seed/accounts';
export { resetDemoData, configurePersistence, getSeed, seedBuildMillis } from './db/store';
export { memoryPersistence, localStoragePersistence, STORAGE_KEY } from './db/persistence';
export { issueToken } from './http/auth';
export { pendingNewsletterToken } from './services/newsletter';
