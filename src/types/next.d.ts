// Next's ambient types (CSS imports, images) without depending on the generated next-env.d.ts,
// so `tsc --noEmit` works on a fresh clone before any build.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
