import { ImageRef } from '../../content/dto/site-content.dto';

/**
 * An uploaded image as the API describes it: one schema (ImageRef) for the upload's answer and the site
 * content's photo slots, declared with the content's data transfer objects.
 */
export { ImageRef as ImageRefDto };
