import { Injectable } from '@nestjs/common';

/** Where an uploaded image is shown: a photo slot of the site content, or a post's cover or body. */
export type ImageUse =
  | { kind: 'attorney' }
  | { kind: 'hero' }
  | {
      kind: 'blog-post';
      id: string;
      title: string;
      language: 'es' | 'en';
      status: 'draft' | 'scheduled' | 'published';
      field: 'cover' | 'body';
    };

/**
 * What a module that keeps image ids tells this one: every image it uses now, read from the database (not
 * from a snapshot another instance may not have reloaded yet).
 */
export interface ImageUseSource {
  imageUses(): Promise<Array<{ imageId: string; use: ImageUse }>>;
}

/**
 * The modules that keep image ids register here at start-up (content/ does, for its photos and posts), so
 * the images module can say where each image is used without importing any of them: dependencies keep
 * pointing one way, from the modules that use images to this one.
 */
@Injectable()
export class ImageUses {
  private readonly sources: ImageUseSource[] = [];

  register(source: ImageUseSource): void {
    this.sources.push(source);
  }

  /** Every use, by image id. */
  async all(): Promise<Map<string, ImageUse[]>> {
    const found = await Promise.all(this.sources.map((source) => source.imageUses()));
    const byImage = new Map<string, ImageUse[]>();
    for (const { imageId, use } of found.flat()) {
      const uses = byImage.get(imageId);
      if (uses) uses.push(use);
      else byImage.set(imageId, [use]);
    }
    return byImage;
  }

  async of(imageId: string): Promise<ImageUse[]> {
    return (await this.all()).get(imageId) ?? [];
  }
}
