import { Session } from '../auth/session.entity';
import { StaffUser } from '../auth/staff-user.entity';
import { ContactSubmission } from '../contacts/contact-submission.entity';

export const ENTITIES = [ContactSubmission, StaffUser, Session];
