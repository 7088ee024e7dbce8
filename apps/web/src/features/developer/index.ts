// The developer feature's public entry: its sections of the settings page.
export { TokensSection } from './components/tokens-section';
