export { SecondFactorSection } from './components/second-factor-section';
