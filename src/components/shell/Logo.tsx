/** A header logo and, when known (a file of public/), its intrinsic size: the header reserves its box. */
export interface LogoImage {
  src: string;
  width?: number;
  height?: number;
}

/** An image at a given height; its width follows from its intrinsic size when that is known. */
export function Logo({
  image,
  height,
  className,
  alt,
}: {
  image: LogoImage;
  height: number;
  className: string;
  alt: string;
}) {
  const width = image.width && image.height ? Math.round((image.width * height) / image.height) : undefined;
  return <img className={className} src={image.src} alt={alt} height={height} width={width} />;
}
