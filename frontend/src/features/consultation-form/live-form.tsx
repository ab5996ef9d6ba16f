import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client';
import type { Language } from '../../i18n';
import type { FormAnswer } from '@abogados/shared';
import { ConsultationForm } from './consultation-form';

/** The interactive form with the query client it submits through; loaded by deferred-form.tsx. */
export function LiveConsultationForm(props: { language?: Language; answer?: FormAnswer }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConsultationForm {...props} />
    </QueryClientProvider>
  );
}
