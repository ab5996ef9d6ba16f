import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { OfficeHours } from './office-hours.dto';
import { AttorneyFacts, ControllerFacts, FirmFacts, SiteContent } from './site-content.dto';

const VERSION_DESCRIPTION =
  'The content version the editor loaded: if another change came first, the update is refused with 409';

function EditedVersion(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: 'integer', minimum: 1, description: VERSION_DESCRIPTION })(target, key);
    Min(1, { message: 'version must be the content version the editor loaded' })(target, key);
    IsInt({ message: 'version must be the content version the editor loaded' })(target, key);
  };
}

/** The whole firm section, with the version it was edited from. */
export class UpdateFirmDto extends FirmFacts {
  @EditedVersion()
  version: number;
}

/** The office hours, with the version they were edited from. */
export class UpdateOfficeHoursDto extends OfficeHours {
  @EditedVersion()
  version: number;
}

export class UpdateControllerDto extends ControllerFacts {
  @EditedVersion()
  version: number;
}

/** The attorney's name and profile; the photo is set by an upload, not here. */
export class UpdateAttorneyDto extends OmitType(AttorneyFacts, ['photo', 'photoFocus'] as const) {
  @EditedVersion()
  version: number;
}

export class BeforeLaunchItem {
  @ApiProperty({ description: 'Where the fact is, in SiteContent', example: 'firm.phone' })
  field: string;

  @ApiProperty({ description: 'What staff call it', example: 'Phone' })
  label: string;
}

export class AdminSiteContentDto {
  @ApiProperty({
    type: SiteContent,
    description: 'The content, with every social network (no link: an empty url)',
  })
  content: SiteContent;

  @ApiProperty({
    type: BeforeLaunchItem,
    isArray: true,
    description: 'Facts still holding their first (placeholder) value, to confirm or change before launch',
  })
  beforeLaunch: BeforeLaunchItem[];
}
