import { EmailInput } from '../../common/email-input';

/**
 * The address of the person whose data is asked for or erased, normalised as the form stores addresses
 * (NFC, trimmed, lower-case), so it matches however staff typed it. Sent in a POST body so it never sits in
 * a URL or an access log.
 */
export class DataSubjectEmailDto {
  @EmailInput('maria@example.com', {
    invalid: 'email must be a valid email address',
    tooLong: 'email must be at most 254 characters',
  })
  email: string;
}
