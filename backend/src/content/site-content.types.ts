// The public read model every page is rendered from is declared once, in shared/ (its OpenAPI schema is
// SiteContent, dto/site-content.dto.ts, whose classes implement these types).
export {
  type AttorneyFacts,
  type AttorneyProfile,
  type ChangedSection,
  CONTENT_SECTIONS,
  type ContentSection,
  type ContentSections,
  type ControllerFacts,
  type FirmFacts,
  type HeroFacts,
  type ImageRef,
  type ImageVariant,
  type Localized,
  type PhotoFocus,
  type SiteContent,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@abogados/shared';
