/**
 * The newsletter's tables and the SQL its outbox shares: written once here, for the migrations that make
 * them and the repositories that query them.
 */
export const NEWSLETTER_SUBSCRIBERS_TABLE = 'newsletter_subscribers';
export const NEWSLETTER_SUBSCRIBER_EVENTS_TABLE = 'newsletter_subscriber_events';
export const NEWSLETTER_LINK_TOKENS_TABLE = 'newsletter_link_tokens';
export const NEWSLETTER_CAMPAIGNS_TABLE = 'newsletter_campaigns';
/** The outbox: one row per email (a confirmation, or a post to one subscriber). */
export const NEWSLETTER_MESSAGES_TABLE = 'newsletter_messages';
export const NEWSLETTER_PREVIEWS_TABLE = 'newsletter_previews';

/** A campaign's messages are queued once each: the unique index makes a second INSERT … SELECT add none. */
export const CAMPAIGN_SUBSCRIBER_INDEX = 'UQ_newsletter_messages_campaign_subscriber';

/**
 * One 'post' row for every confirmed subscriber of the language, in one statement (named parameters
 * :campaign, :now, :language; the unique (campaign, subscriber) index makes it once each).
 */
export const QUEUE_CAMPAIGN_SQL =
  `INSERT INTO ${NEWSLETTER_MESSAGES_TABLE} (subscriber_id, kind, campaign_id, status, attempts, next_attempt_at, created_at) ` +
  `SELECT s.id, 'post', :campaign, 'pending', 0, :now, :now FROM ${NEWSLETTER_SUBSCRIBERS_TABLE} s ` +
  "WHERE s.status = 'confirmed' AND s.language = :language ON CONFLICT DO NOTHING";

/** A campaign (the outer newsletter_campaigns row) with a message still to send. */
export const CAMPAIGN_UNSENT_SQL =
  `EXISTS (SELECT 1 FROM ${NEWSLETTER_MESSAGES_TABLE} m WHERE m.campaign_id = ${NEWSLETTER_CAMPAIGNS_TABLE}.id ` +
  "AND m.status IN ('pending', 'sending'))";
