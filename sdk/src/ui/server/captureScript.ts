/**
 * The rule that draws the widget's busy spinner before the label of a button the capture script marked busy, as the
 * widget's `Spinner` does; it goes out of play once the widget renders its own spinner in the button.
 */
const BUSY_RULE = '.aw-button[aria-busy]:not(:has(.aw-spinner))::before{content:"";flex:none;width:18px;height:18px;border:2px solid;border-right-color:transparent;border-radius:50%;animation:aw-spin .8s linear infinite}';

/**
 * The script a server sends after a login widget's markup, so that its form works from the first paint (minified
 * by hand; `captureScript.test.ts` runs it). It starts from its own element's parent, the widget's element (or the
 * element whose declarative shadow root holds the markup, since a script inside one does not run in every engine),
 * and removes its element unless React rendered it (the components' element, `data-auth-widget`, where the
 * hydration expects it):
 * - each submit button of the login form waiting for the widget (`data-waiting`) is enabled, its "Loading"
 *   description dropped;
 * - a submit (Continue, or Enter in a field) is kept from the page (`preventDefault`: no navigation, the address
 *   never reaches the URL), and the form shows the widget's own sending state: its fields and its button disabled,
 *   as the widget's login forms are while they send, the button `aria-busy` with the spinner drawn by a rule added
 *   through the CSSOM (which a nonce-only style policy allows). So what is sent is what was there at the press: no
 *   key, paste, autofill or composition changes it meanwhile (holding `beforeinput` left the field looking editable,
 *   and composition and autofill fire none that can be cancelled);
 * - when the widget takes the markup over (it removes the "Loading" text the buttons were described by, in the
 *   same commit that gives the form its handlers and what was typed), the marks go (the controls it disabled are
 *   enabled again, as the widget rendered them) and the submit is made again through the widget's own handler
 *   (`requestSubmit`), once, before the browser paints: the widget's handler disables them again while it sends.
 * After the takeover the script does nothing: the "Loading" text is gone. It writes no HTML and evaluates no text,
 * so it runs under `require-trusted-types-for 'script'`, and is allowed by the nonce of the page's policy.
 */
export const CAPTURE_SCRIPT =
  '(s=>{let h=s.parentNode,r=h.shadowRoot||h;h.hasAttribute("data-auth-widget")||s.remove();for(let b of r.querySelectorAll("[data-entry=login] form [type=submit][data-waiting]")){' +
  'let f=b.form,w=r.querySelector(`[id="${b.getAttribute("aria-describedby")}"]`),y;' +
  'if(!w)continue;b.disabled=!1;b.removeAttribute("data-waiting");b.removeAttribute("aria-describedby");' +
  'f.addEventListener("submit",e=>{if(!w.isConnected)return;e.preventDefault();if(y)return;y=[...f.elements].filter(c=>!c.disabled);' +
  `for(let c of y)c.disabled=!0;b.setAttribute("aria-busy","true");try{r.querySelector("style").sheet.insertRule(${JSON.stringify(BUSY_RULE)})}catch{}` +
  'new MutationObserver((m,o)=>{if(w.isConnected)return;o.disconnect();b.removeAttribute("aria-busy");for(let c of y)c.disabled=!1;f.requestSubmit(b)}).observe(w.parentNode,{childList:!0})' +
  '})}})(document.currentScript)';

