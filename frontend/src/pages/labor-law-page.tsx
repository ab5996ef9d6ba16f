import { ServicePage } from '../features/services/service-page';

export function LaborLawPage() {
  return <ServicePage id="labor" />;
}
