declare namespace App {
  /** This response's nonce (src/middleware.ts), for the page's inline scripts and the widget's `<style>` elements. */
  interface Locals { nonce: string }
}
