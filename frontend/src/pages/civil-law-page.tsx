import { ServicePage } from '../features/services/service-page';

export function CivilLawPage() {
  return <ServicePage id="civil" />;
}
