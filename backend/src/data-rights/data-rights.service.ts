import { Inject, Injectable } from '@nestjs/common';
import { AuditService, maskEmail, requestCount } from '../audit/audit.service';
import { BookingService } from '../booking/booking.service';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactsService } from '../contacts/contacts.service';
import { ContactViews } from '../inbox/contact-views';
import { subscriptionRecord } from '../newsletter/subscribers.service';
import { SubscriptionsService } from '../newsletter/subscriptions.service';
import { type DataSubjectAccessDto } from './dto/data-subject-access.dto';
import { DataSubjectBookingDto } from './dto/data-subject-booking.dto';

/** ", newsletter subscription" when the address has one (an address has one row at most). */
const newsletterDetail = (count: number) => (count > 0 ? ', newsletter subscription' : '');

/**
 * Access and erasure requests of a data subject (Ley 1581 de 2012 art. 8). Each leaves an audit entry that
 * names the address only masked: the log is kept as evidence and must not itself hold the data erased.
 */
@Injectable()
export class DataRightsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contacts: ContactsService,
    private readonly views: ContactViews,
    private readonly subscriptions: SubscriptionsService,
    private readonly bookings: BookingService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async access(email: string, actor: string): Promise<DataSubjectAccessDto> {
    const submissions = await this.views.byEmail(email);
    const subscriptions = (await this.subscriptions.byEmail(email)).map(({ row, history }) =>
      subscriptionRecord(row, history),
    );
    await this.audit.record(
      actor,
      'access_request',
      maskEmail(email),
      requestCount(submissions.length) + newsletterDetail(subscriptions.length),
    );
    return {
      email,
      generatedAt: this.clock.now().toISOString(),
      retentionMonths: this.config.retentionMonths,
      submissions,
      subscriptions,
      bookings: await this.bookingsOf(submissions.map((submission) => submission.id)),
    };
  }

  /**
   * The bookings of these requests, request by request. Erasing the requests erases them too (the foreign
   * key cascades), as the retention purge does.
   */
  private async bookingsOf(submissionIds: number[]): Promise<DataSubjectBookingDto[]> {
    const perRequest = await Promise.all(submissionIds.map((id) => this.bookings.ofRequest(id)));
    return perRequest.flatMap((bookings, index) =>
      bookings.map((booking) =>
        DataSubjectBookingDto.from({ ...booking, submissionId: submissionIds[index] }),
      ),
    );
  }

  async erase(email: string, actor: string): Promise<{ deleted: number; subscriptionsDeleted: number }> {
    const deleted = await this.contacts.deleteByEmail(email);
    const subscriptions = await this.subscriptions.deleteByEmail(email);
    await this.audit.record(
      actor,
      'erasure_request',
      maskEmail(email),
      `${requestCount(deleted)} deleted` + newsletterDetail(subscriptions),
    );
    return { deleted, subscriptionsDeleted: subscriptions };
  }
}
