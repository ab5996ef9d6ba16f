import { Session } from '../auth/session.entity';
import { StaffUser } from '../auth/staff-user.entity';
import { ContactSubmission } from '../contacts/contact-submission.entity';
import { RateLimit } from '../security/rate-limit.entity';

export const ENTITIES = [ContactSubmission, StaffUser, Session, RateLimit];
