import { AuditEntry } from '../audit/audit-entry.entity';
import { RecoveryCode } from '../auth/recovery-code.entity';
import { Session } from '../auth/session.entity';
import { StaffUser } from '../auth/staff-user.entity';
import { Booking, BookingDay } from '../booking/booking.entity';
import { BookingFeedRow } from '../booking/booking-feed.entity';
import { BookingSettingsRow } from '../booking/booking-settings.entity';
import { BlogPostRow, BlogRevisionRow, BlogSlugRow } from '../content/blog/blog-post.entity';
import { SiteContentRow } from '../content/site-content.entity';
import { ContactNote } from '../contacts/contact-note.entity';
import { ContactSubmission } from '../contacts/contact-submission.entity';
import { ImageKey } from '../images/image-key.entity';
import { NewsletterLinkToken } from '../newsletter/newsletter-link-token.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { NewsletterCampaign, NewsletterMessage, NewsletterPreview } from '../newsletter/sending-entities';
import { SubscriberEvent } from '../newsletter/subscriber-event.entity';
import { NotificationSender } from '../notifications/notification-sender.entity';
import { Notification } from '../notifications/notification.entity';
import { MailboxCap } from '../security/mailbox-cap.entity';
import { RateLimit } from '../security/rate-limit.entity';

export const ENTITIES = [
  ContactSubmission,
  ContactNote,
  Notification,
  NotificationSender,
  MailboxCap,
  AuditEntry,
  StaffUser,
  Session,
  RecoveryCode,
  RateLimit,
  SiteContentRow,
  BlogPostRow,
  BlogSlugRow,
  BlogRevisionRow,
  NewsletterSubscriber,
  NewsletterCampaign,
  NewsletterMessage,
  NewsletterPreview,
  NewsletterLinkToken,
  SubscriberEvent,
  ImageKey,
  Booking,
  BookingDay,
  BookingSettingsRow,
  BookingFeedRow,
];
