/** What a sample picture is: drawn again at any size from this. */
export interface Picture {
  kind: 'panel' | 'logo' | 'avatar';
  width: number;
  height: number;
  /** `#rrggbb` */
  color: string;
  /** What it stands for: the PNG's Title. */
  title?: string;
}
/** A size asked of a picture: `width` px wide, its height in proportion, or filling `width` × `height`. */
export interface AskedSize {
  width: number;
  height?: number;
}
export declare function picturePng(picture: Picture, asked?: AskedSize | null): Promise<Uint8Array<ArrayBuffer>>;
