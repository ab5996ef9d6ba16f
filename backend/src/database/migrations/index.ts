import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { RateLimits1763900000000 } from './1763900000000-rate-limits';
import { NotificationsAndDataRights1764000000000 } from './1764000000000-notifications-and-data-rights';
import { IdempotencyKeys1764100000000 } from './1764100000000-idempotency-keys';
import { AnswerByAndAcknowledgments1764200000000 } from './1764200000000-answer-by-and-acknowledgments';
import { Images1764300000000 } from './1764300000000-images';
import { SiteContent1764310000000 } from './1764310000000-site-content';
import { StaffLocale1764320000000 } from './1764320000000-staff-locale';
import { BlogPosts1764330000000 } from './1764330000000-blog-posts';
import { NewsletterSubscribers1764340000000 } from './1764340000000-newsletter-subscribers';
import { NewsletterOutbox1764350000000 } from './1764350000000-newsletter-outbox';
import { StaffSearchIndex1764360000000 } from './1764360000000-staff-search-index';
import { ShortSearchScan1764370000000 } from './1764370000000-short-search-scan';
import { SearchIndexOffIntake1764380000000 } from './1764380000000-search-index-off-intake';
import { NotificationRoutes1764390000000 } from './1764390000000-notification-routes';
import { ShortSearchGrams1764400000000 } from './1764400000000-short-search-grams';
import { NewsletterSuppressionAndHashedLinks1764410000000 } from './1764410000000-newsletter-suppression-and-hashed-links';
import { MailboxCaps1764420000000 } from './1764420000000-mailbox-caps';
import { StaffSecondFactor1764430000000 } from './1764430000000-staff-second-factor';
import { ImageReferences1764440000000 } from './1764440000000-image-references';
import { HashedSessionIds1764490000000 } from './1764490000000-hashed-session-ids';
import { NotificationSenders1764500000000 } from './1764500000000-notification-senders';
import { OfficeHours1764510000000 } from './1764510000000-office-hours';
import { WhatsappMark1764525000000 } from './1764525000000-whatsapp-mark';
import { BookingSettings1764530000000 } from './1764530000000-booking-settings';
import { Bookings1764540000000 } from './1764540000000-bookings';
import { BookingFeed1764550000000 } from './1764550000000-booking-feed';

/** Every migration, in order. Listed explicitly so the bundle and ts-jest load the same set. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  RateLimits1763900000000,
  NotificationsAndDataRights1764000000000,
  IdempotencyKeys1764100000000,
  AnswerByAndAcknowledgments1764200000000,
  Images1764300000000,
  SiteContent1764310000000,
  StaffLocale1764320000000,
  BlogPosts1764330000000,
  NewsletterSubscribers1764340000000,
  NewsletterOutbox1764350000000,
  StaffSearchIndex1764360000000,
  ShortSearchScan1764370000000,
  SearchIndexOffIntake1764380000000,
  NotificationRoutes1764390000000,
  ShortSearchGrams1764400000000,
  NewsletterSuppressionAndHashedLinks1764410000000,
  MailboxCaps1764420000000,
  StaffSecondFactor1764430000000,
  ImageReferences1764440000000,
  HashedSessionIds1764490000000,
  NotificationSenders1764500000000,
  OfficeHours1764510000000,
  WhatsappMark1764525000000,
  BookingSettings1764530000000,
  Bookings1764540000000,
  BookingFeed1764550000000,
];
