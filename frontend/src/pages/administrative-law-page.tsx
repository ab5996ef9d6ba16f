import { ServicePage } from '../features/services/service-page';

export function AdministrativeLawPage() {
  return <ServicePage id="administrative" />;
}
