import { ServicePage } from '../features/services/service-page';

export function TrafficLawPage() {
  return <ServicePage id="traffic" />;
}
