// The developer feature's public entry: its sections of the settings page and the webhooks page.
export { TokensSection } from './components/tokens-section';
export { WebhooksPage } from './components/webhooks-page';
export { WebhooksLinksSection } from './components/webhooks-link';
