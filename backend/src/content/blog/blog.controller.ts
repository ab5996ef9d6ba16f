import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { StaffEmail } from '../../auth/staff-email.decorator';
import { StaffOnly } from '../../auth/staff-only.decorator';
import { ApiCrossSiteRefused } from '../../common/api-responses';
import { POST_BODY_LIMIT } from '../../common/body-parsers';
import { JsonContentTypeGuard } from '../../common/json-content-type.guard';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../../common/error-response.dto';
import { BlogService } from './blog.service';
import { PostRevisionsService } from './post-revisions.service';
import {
  PostInputDto,
  PublishPostDto,
  RevisionSummaryDto,
  StaffPostDto,
  UpdatePostDto,
} from './dto/post.dto';

/**
 * As JsonBody, with the larger limit of these paths (a post's body is the one large thing staff send):
 * other content types are refused with 415, a body over the limit with 413.
 */
const POST_JSON_BODY = () =>
  applyDecorators(
    UseGuards(JsonContentTypeGuard),
    ApiPayloadTooLargeResponse({
      description: `Body over ${POST_BODY_LIMIT.replace('kb', ' KB')}`,
      type: ErrorResponseDto,
    }),
    ApiUnsupportedMediaTypeResponse({
      description: 'Content-Type is not application/json',
      type: ErrorResponseDto,
    }),
  );
const NOT_FOUND = () => ApiNotFoundResponse({ description: 'No post has this id', type: ErrorResponseDto });
const BAD_INPUT = () =>
  ApiBadRequestResponse({
    description: 'A field breaks its rule (errors names it), or the JSON is malformed',
    type: ValidationErrorResponseDto,
  });

/** Staff write, schedule and publish the blog's posts. */
@ApiTags('blog')
@StaffOnly()
@Controller('admin/blog/posts')
export class BlogController {
  constructor(
    private readonly blog: BlogService,
    private readonly saves: PostRevisionsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every post, drafts and scheduled ones too, last changed first' })
  @ApiOkResponse({ type: StaffPostDto, isArray: true })
  list(): Promise<StaffPostDto[]> {
    return this.blog.list();
  }

  @Post()
  @ApiOperation({ summary: 'Write a new post (a draft); its slug is made from the title unless given' })
  @POST_JSON_BODY()
  @ApiCreatedResponse({ type: StaffPostDto })
  @BAD_INPUT()
  @ApiConflictResponse({
    description: 'Another post in the language has this slug',
    type: ValidationErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  create(@Body() body: PostInputDto, @StaffEmail() staff: string): Promise<StaffPostDto> {
    return this.blog.create(body, staff);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One post, to edit' })
  @ApiOkResponse({ type: StaffPostDto })
  @NOT_FOUND()
  get(@Param('id') id: string): Promise<StaffPostDto> {
    return this.blog.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Save a post (kept as a revision); a changed slug leaves its old URL redirecting',
  })
  @POST_JSON_BODY()
  @ApiOkResponse({ type: StaffPostDto })
  @BAD_INPUT()
  @NOT_FOUND()
  @ApiConflictResponse({
    description: 'revision is not the current one, or another post in the language has this slug',
    type: ValidationErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  update(
    @Param('id') id: string,
    @Body() body: UpdatePostDto,
    @StaffEmail() staff: string,
  ): Promise<StaffPostDto> {
    const { revision, ...input } = body;
    return this.blog.update(id, input, revision, staff);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a post and its revisions (its page answers 404)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @NOT_FOUND()
  @ApiCrossSiteRefused()
  async remove(@Param('id') id: string, @StaffEmail() staff: string): Promise<void> {
    await this.blog.remove(id, staff);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish now, or schedule for a time (America/Bogota offsets welcome)' })
  @POST_JSON_BODY()
  @ApiOkResponse({ type: StaffPostDto })
  @BAD_INPUT()
  @NOT_FOUND()
  @ApiCrossSiteRefused()
  publish(
    @Param('id') id: string,
    @Body() body: PublishPostDto,
    @StaffEmail() staff: string,
  ): Promise<StaffPostDto> {
    return this.blog.publish(id, body.at === undefined ? undefined : new Date(body.at), staff);
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Back to draft: the page answers 404 until published again' })
  @ApiOkResponse({ type: StaffPostDto })
  @NOT_FOUND()
  @ApiCrossSiteRefused()
  unpublish(@Param('id') id: string, @StaffEmail() staff: string): Promise<StaffPostDto> {
    return this.blog.unpublish(id, staff);
  }

  @Get(':id/revisions')
  @ApiOperation({ summary: 'The recent saves of a post, newest first' })
  @ApiOkResponse({ type: RevisionSummaryDto, isArray: true })
  @NOT_FOUND()
  revisions(@Param('id') id: string): Promise<RevisionSummaryDto[]> {
    return this.saves.history(id);
  }

  @Post(':id/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bring back the fields of an earlier save (saved again as the newest revision)' })
  @ApiOkResponse({ type: StaffPostDto })
  @NOT_FOUND()
  @ApiConflictResponse({
    description: 'Another post in the language has its slug now',
    type: ValidationErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  restore(
    @Param('id') id: string,
    @Param('revisionId') revisionId: string,
    @StaffEmail() staff: string,
  ): Promise<StaffPostDto> {
    return this.saves.restore(id, revisionId, staff);
  }
}
