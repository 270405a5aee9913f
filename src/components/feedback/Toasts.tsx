import { Slide, ToastContainer } from 'react-toastify';

/**
 * SPEC.md §9: toasts last 5 s, at most 3 at once, bottom-centre. Colours are themed (globals.css)
 * so that text passes WCAG AA contrast.
 */
export default function Toasts() {
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={5_000}
      limit={3}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      transition={Slide}
      theme="colored"
      role="alert"
      closeButton
    />
  );
}
