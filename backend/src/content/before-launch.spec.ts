import { beforeLaunch } from './before-launch';
import { CONTENT_SEED } from './seed';
import { type ContentSections } from './site-content.types';

const seed = (): ContentSections => structuredClone(CONTENT_SEED);

describe('beforeLaunch', () => {
  it('lists every placeholder of the seed, with short English labels', () => {
    expect(beforeLaunch(seed())).toEqual([
      { field: 'firm.phone', label: 'Phone' },
      { field: 'firm.whatsapp', label: 'WhatsApp number' },
      { field: 'firm.email', label: 'Email' },
      { field: 'firm.address', label: 'Office address' },
      { field: 'firm.social[0].url', label: 'Facebook link' },
      { field: 'firm.social[1].url', label: 'Instagram link' },
      { field: 'firm.social[2].url', label: 'LinkedIn link' },
      { field: 'firm.social[3].url', label: 'X link' },
      { field: 'firm.social[4].url', label: 'YouTube link' },
      { field: 'firm.social[5].url', label: 'TikTok link' },
      { field: 'controller.taxId', label: 'Tax ID (NIT)' },
      { field: 'controller.legalRepresentative', label: 'Legal representative' },
      { field: 'attorney.name', label: "Attorney's name" },
      { field: 'attorney.profile.es', label: "Attorney's profile (Spanish)" },
      { field: 'attorney.profile.en', label: "Attorney's profile (English)" },
      { field: 'attorney.photo', label: "Attorney's photo" },
    ]);
  });

  it('leaves out each fact once it is changed or filled in', () => {
    const content = seed();
    content.firm.phone = '+57 604 444 5566';
    content.firm.address.street = 'Carrera 43A # 1-50';
    content.firm.social[1].url = 'https://www.instagram.com/abogadosmedellin';
    content.controller.taxId = '900.123.456-7';
    content.attorney.profile.en.skills = ['Oral advocacy'];
    content.attorney.photo = {
      id: 'abc',
      width: 800,
      height: 900,
      variants: [{ width: 800, type: 'image/webp', url: '/media/abc/800.webp' }],
    };
    const fields = beforeLaunch(content).map(({ field }) => field);
    expect(fields).not.toContain('firm.phone');
    expect(fields).not.toContain('firm.address');
    expect(fields).not.toContain('firm.social[1].url');
    expect(fields).not.toContain('controller.taxId');
    expect(fields).not.toContain('attorney.profile.en');
    expect(fields).not.toContain('attorney.photo');
    expect(fields).toContain('firm.whatsapp');
    expect(fields).toContain('attorney.profile.es');
    expect(fields).toHaveLength(10);
  });

  it('lists a fact that was changed back to its placeholder', () => {
    const content = seed();
    content.controller.legalRepresentative = 'Laura Restrepo';
    expect(beforeLaunch(content).map(({ field }) => field)).not.toContain('controller.legalRepresentative');
    content.controller.legalRepresentative = '';
    expect(beforeLaunch(content).map(({ field }) => field)).toContain('controller.legalRepresentative');
  });
});
