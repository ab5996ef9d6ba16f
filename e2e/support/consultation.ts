import { type Page } from 'playwright-core';

export interface ConsultationEntry {
  nombre: string;
  email: string;
  telefono: string;
  tipo_caso: 'familia' | 'penal' | 'administrativo' | 'english' | 'otro';
  mensaje: string;
}

/** Fills the consultation form the way a visitor does (typing, choosing, ticking consent), valid unless told. */
export async function fillConsultationForm(
  page: Page,
  entry: Partial<ConsultationEntry> = {},
): Promise<void> {
  const values: ConsultationEntry = {
    nombre: 'Ana Gómez',
    email: 'ana@example.com',
    telefono: '+57 300 765 4321',
    tipo_caso: 'familia',
    mensaje: 'Necesito asesoría sobre la custodia de mis hijos.',
    ...entry,
  };
  await page.fill('#consulta-nombre', values.nombre);
  await page.fill('#consulta-email', values.email);
  await page.fill('#consulta-telefono', values.telefono);
  await page.selectOption('#consulta-tipo-caso', values.tipo_caso);
  await page.fill('#consulta-mensaje', values.mensaje);
  await page.check('#consulta-consent');
}
