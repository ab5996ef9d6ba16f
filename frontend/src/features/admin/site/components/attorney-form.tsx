import { SimpleGrid } from '@mantine/core';
import type { EditableSiteContent } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { SectionForm } from '../../shared/components/section-form';
import { LanguageGroup, SiteListInput, SiteTextarea, SiteTextInput } from './site-form';
import { useSectionForm } from '../hooks/use-section-form';

type Attorney = EditableSiteContent['attorney'];
type Profile = Attorney['profile']['es'];
type TextKey = 'title' | 'experience';
type ListKey = 'experienceDetail' | 'expertise' | 'skills';
const LANGUAGES = ['es', 'en'] as const;

/** What this form edits: the name and profile (the photo is set apart). */
const editable = ({ name, profile }: Attorney) => ({ name, profile });

/** The attorney's name and profile in Spanish and in English (the photo is set apart, under Photos). */
export function AttorneyForm({ attorney, version }: { attorney: Attorney; version: number }) {
  const { copy } = useStaffI18n();
  const t = copy.site.attorney;
  const { draft, edit, field, form } = useSectionForm(
    'attorney',
    t.title,
    version,
    editable(attorney),
    (site) => editable(site.content.attorney),
  );
  const labels: Record<TextKey | ListKey, string> = {
    title: t.profileTitle,
    experience: t.experience,
    experienceDetail: t.experienceDetail,
    expertise: t.expertise,
    skills: t.skills,
  };

  const profileFields = (language: 'es' | 'en', profile: Profile) => {
    const at = `profile.${language}`;
    const change = (apply: (next: Profile) => void) => edit((next) => apply(next.profile[language]));
    return (
      <LanguageGroup key={language} legend={copy.site.languages[language]}>
        {(['title', 'experience'] as const).map((key) => (
          <SiteTextInput
            key={key}
            {...field}
            path={`${at}.${key}`}
            label={labels[key]}
            value={profile[key]}
            onChange={(value) => change((next) => void (next[key] = value))}
          />
        ))}
        <SiteTextarea
          {...field}
          path={`${at}.summary`}
          label={t.summary}
          value={profile.summary}
          onChange={(value) => change((next) => void (next.summary = value))}
        />
        {(['degree', 'specialization'] as const).map((key) => (
          <SiteTextInput
            key={key}
            {...field}
            path={`${at}.education.${key}`}
            label={t[key]}
            value={profile.education[key]}
            onChange={(value) => change((next) => void (next.education[key] = value))}
          />
        ))}
        <SiteListInput
          {...field}
          path={`${at}.education.diplomas`}
          label={t.diplomas}
          value={profile.education.diplomas}
          onChange={(value) => change((next) => void (next.education.diplomas = value))}
        />
        {(['experienceDetail', 'expertise', 'skills'] as const).map((key) => (
          <SiteListInput
            key={key}
            {...field}
            path={`${at}.${key}`}
            label={labels[key]}
            value={profile[key]}
            onChange={(value) => change((next) => void (next[key] = value))}
          />
        ))}
      </LanguageGroup>
    );
  };

  return (
    <SectionForm {...form}>
      <SiteTextInput
        {...field}
        path="name"
        label={t.name}
        description={t.nameHelp}
        value={draft.name}
        onChange={(value) => edit((next) => void (next.name = value))}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {LANGUAGES.map((language) => profileFields(language, draft.profile[language]))}
      </SimpleGrid>
    </SectionForm>
  );
}
