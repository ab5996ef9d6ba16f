import { ServicePage } from '../features/services/service-page';

export function CriminalLawPage() {
  return <ServicePage id="criminal" />;
}
