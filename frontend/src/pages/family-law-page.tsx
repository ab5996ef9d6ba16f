import { ServicePage } from '../features/services/service-page';

export function FamilyLawPage() {
  return <ServicePage id="family" />;
}
