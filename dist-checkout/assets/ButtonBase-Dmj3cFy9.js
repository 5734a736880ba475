import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{P as t,c as n}from"./core-v0ng1sY_.js";import{l as r,o as i}from"./createTheme-BoawE3lc.js";import{n as a,r as o}from"./emotion-react.browser.esm-AoAxrJc-.js";import{n as s,t as c}from"./generateUtilityClasses-Bz2q73oT.js";import{n as l,r as u,s as d,t as f}from"./DefaultPropsProvider-Ba1LROBW.js";import{n as p,t as m}from"./useId-3bDK0nsC.js";import{n as h,t as g}from"./isFocusVisible-DW_QfLZ6.js";var _=e(t(),1);function v(...e){let t=_.useRef(void 0),n=_.useCallback(t=>{let n=e.map(e=>{if(e==null)return null;if(typeof e==`function`){let n=e,r=n(t);return typeof r==`function`?r:()=>{n(null)}}return e.current=t,()=>{e.current=null}});return()=>{n.forEach(e=>e?.())}},e);return _.useMemo(()=>e.every(e=>e==null)?null:e=>{t.current&&=(t.current(),void 0),e!=null&&(t.current=n(e))},e)}function y(e){let t=_.useRef(e);return p(()=>{t.current=e}),_.useRef((...e)=>(0,t.current)(...e)).current}var b=v,x=m,S=y;function C(e){let{focusableWhenDisabled:t,disabled:n,composite:r=!1,tabIndex:i=0,isNativeButton:a}=e,o=r&&t!==!1,s=r&&t===!1;return _.useMemo(()=>{let e={onKeyDown(e){n&&t&&e.key!==`Tab`&&e.preventDefault()}};return r||(e.tabIndex=i,!a&&n&&(e.tabIndex=t?i:-1)),(a&&(t||o)||!a&&n)&&(e[`aria-disabled`]=n),a&&(!t||s)&&(e.disabled=n),e},[r,n,t,o,s,a,i])}var w={};function T(e){let{nativeButton:t,nativeButtonProp:n,internalNativeButton:r=t,allowInferredHostMismatch:i=!1,disabled:a,type:o,hasFormAction:s=!1,tabIndex:c=0,focusableWhenDisabled:l,stopEventPropagation:u=!1,onBeforeKeyDown:d,onBeforeKeyUp:f}=e,p=_.useRef(null),m=l===!0,h=C({focusableWhenDisabled:m,disabled:a,isNativeButton:t,tabIndex:c}),g=_.useCallback(()=>{let e=p.current;return e==null?t:e.tagName===`BUTTON`||!!(e.tagName===`A`&&e.href)},[t]),v=_.useMemo(()=>{let e=m?{}:{tabIndex:a?-1:c};return t?(e.type=o===void 0&&!s?`button`:o,m||(e.disabled=a)):(e.role=`button`,!m&&a&&(e[`aria-disabled`]=a)),m?{...e,...h}:e},[a,m,h,s,t,c,o]);return{getButtonProps:_.useCallback((e=w)=>{let{onClick:t,onKeyDown:n,onKeyUp:r,...i}=e,o=e=>{u&&e.stopPropagation(),a?e.preventDefault():t?.(e)},s=e=>{m&&h.onKeyDown(e),a||(d?.(e),n?.(e),e.target!==e.currentTarget||g()||(e.key===` `?e.preventDefault():e.key===`Enter`&&(e.preventDefault(),e.currentTarget.click())))},c=e=>{a||(f?.(e),r?.(e),e.target===e.currentTarget&&!g()&&e.key===` `&&!e.defaultPrevented&&e.currentTarget.click())};return{...v,...i,onClick:o,onKeyDown:s,onKeyUp:c}},[v,a,m,h,g,d,f,u]),rootRef:p}}var E={};function D(e,t){let n=_.useRef(E);return n.current===E&&(n.current=e(t)),n}var O=class e{ref={current:null};shouldMount=!1;mounted=null;didMount=!1;setShouldMount=null;static create(){return new e}static use(){let t=D(e.create).current,[n,r]=_.useState(!1);return t.shouldMount=n,t.setShouldMount=r,_.useEffect(t.mountEffect,[n]),t}mount(){return this.mounted||(this.mounted=k(),this.shouldMount=!0,this.setShouldMount(this.shouldMount)),this.mounted}mountEffect=()=>{this.shouldMount&&!this.didMount&&(this.ref.current!==null&&(this.didMount=!0),this.mounted.resolve())};start(...e){this.mount().then(()=>this.ref.current?.start(...e))}stop(...e){this.mount().then(()=>this.ref.current?.stop(...e))}pulsate(...e){this.mount().then(()=>this.ref.current?.pulsate(...e))}};function ee(){return O.use()}function k(){let e,t,n=new Promise((n,r)=>{e=n,t=r});return n.resolve=e,n.reject=t,n}var A=[];function j(e){_.useEffect(e,A)}var M=class e{static create(){return new e}currentId=null;start(e,t){this.clear(),this.currentId=setTimeout(()=>{this.currentId=null,t()},e)}clear=()=>{this.currentId!==null&&(clearTimeout(this.currentId),this.currentId=null)};disposeEffect=()=>this.clear};function N(){let e=D(M.create).current;return j(e.disposeEffect),e}var P=n();function te(e){let{className:t,classes:n,pulsate:i=!1,rippleX:a,rippleY:o,rippleSize:s,in:c,onExited:l,timeout:u}=e,[d,f]=_.useState(!1),p=N(),m=_.useRef(!1),h=_.useRef(l);h.current=l;let g=l!=null,v=r(t,n.ripple,n.rippleVisible,i&&n.ripplePulsate),y={width:s,height:s,top:-(s/2)+o,left:-(s/2)+a},b=r(n.child,d&&n.childLeaving,i&&n.childPulsate);return!c&&!d&&f(!0),_.useEffect(()=>{!c&&g?m.current||(m.current=!0,p.start(u,()=>{m.current=!1,h.current?.()})):(m.current=!1,p.clear())},[p,g,c,u]),(0,P.jsx)(`span`,{className:v,style:y,children:(0,P.jsx)(`span`,{className:b})})}var F=c(`MuiTouchRipple`,[`root`,`ripple`,`rippleVisible`,`ripplePulsate`,`child`,`childLeaving`,`childPulsate`]),I=`(prefers-reduced-motion: reduce)`,ne=0,re=`0ms`,ie=()=>{},L=()=>!1,R=()=>!0,z=()=>ie;function B(e){let[t,n]=_.useState(()=>({enabled:e,matches:e?null:!1})),r=t.matches;return t.enabled!==e&&(r=null,e||(r=!1)),p(()=>{let r=t=>{n(n=>n.enabled===e&&n.matches===t?n:{enabled:e,matches:t})};if(!e){t.enabled&&r(!1);return}if(typeof window>`u`||typeof window.matchMedia!=`function`){r(!1);return}let i=window.matchMedia(I),a=()=>{r(i.matches)};return a(),i.addEventListener(`change`,a),()=>{i.removeEventListener(`change`,a)}},[e,t.enabled]),r}var V={..._}.useSyncExternalStore;function H(e){let t=e?R:L,[n,r]=_.useMemo(()=>{if(!e||typeof window>`u`||typeof window.matchMedia!=`function`)return[L,z];let t=window.matchMedia(I);return[()=>t.matches,e=>(t.addEventListener(`change`,e),()=>{t.removeEventListener(`change`,e)})]},[e]);return V(r,n,t)}var ae=V===void 0?B:H;function U(e,t){let n=ae(!t&&e===`system`),r=!t&&(e===`always`||e===`system`&&n!==!1);return _.useMemo(()=>({shouldReduceMotion:r,getTransitionTiming(e){return r?{duration:ne,delay:re}:e}}),[r])}var W=550,G={},K=[],q=()=>{};function J(e,t){let n=new Set(t),r=new Map,i=[];for(let t of e)n.has(t)?i.length>0&&(r.set(t,i),i=[]):i.push(t);let a=[];for(let e of t){let t=r.get(e);t&&a.push(...t),a.push(e)}return a.push(...i),a}function Y({event:e,element:t,center:n}){let r=t?t.getBoundingClientRect():{width:0,height:0,left:0,top:0},i,a;if(n||e===void 0||e.clientX===0&&e.clientY===0||!e.clientX&&!e.touches)i=Math.round(r.width/2),a=Math.round(r.height/2);else{let{clientX:t,clientY:n}=e.touches&&e.touches.length>0?e.touches[0]:e;i=Math.round(t-r.left),a=Math.round(n-r.top)}let o;if(n)o=Math.sqrt((2*r.width**2+r.height**2)/3),o%2==0&&(o+=1);else{let e=Math.max(Math.abs((t?t.clientWidth:0)-i),i)*2+2,n=Math.max(Math.abs((t?t.clientHeight:0)-a),a)*2+2;o=Math.sqrt(e**2+n**2)}return{rippleX:i,rippleY:a,rippleSize:o}}var oe=o`
  0% {
    transform: scale(0);
    opacity: 0.1;
  }

  100% {
    transform: scale(1);
    opacity: 0.3;
  }
`,se=o`
  0% {
    opacity: 1;
  }

  100% {
    opacity: 0;
  }
`,ce=o`
  0% {
    transform: scale(1);
  }

  50% {
    transform: scale(0.92);
  }

  100% {
    transform: scale(1);
  }
`;function X(e){if(e.motion.reducedMotion===`always`)return null;let t=a`
    &.${F.rippleVisible} {
      animation-name: ${oe};
      animation-duration: ${W}ms;
      animation-timing-function: ${e.transitions.easing.easeInOut};
    }

    &.${F.ripplePulsate} {
      animation-duration: ${e.transitions.duration.shorter}ms;
    }

    & .${F.childLeaving} {
      animation-name: ${se};
      animation-duration: ${W}ms;
      animation-timing-function: ${e.transitions.easing.easeInOut};
    }

    & .${F.childPulsate} {
      animation-name: ${ce};
      animation-duration: 2500ms;
      animation-timing-function: ${e.transitions.easing.easeInOut};
      animation-iteration-count: infinite;
      animation-delay: 200ms;
    }
  `;return e.motion.reducedMotion===`system`?a`
      @media (prefers-reduced-motion: no-preference) {
        ${t}
      }
    `:t}var le=u(`span`,{name:`MuiTouchRipple`,slot:`Root`})({overflow:`hidden`,pointerEvents:`none`,position:`absolute`,zIndex:0,top:0,right:0,bottom:0,left:0,borderRadius:`inherit`}),ue=u(te,{name:`MuiTouchRipple`,slot:`Ripple`})`
  opacity: 0;
  position: absolute;

  &.${F.rippleVisible} {
    opacity: 0.3;
    transform: scale(1);
  }

  /*
   * Order matters: 'child', 'childLeaving' and 'childPulsate' apply to the same
   * element with equal specificity, so the later rule wins. 'child' must come
   * before 'childLeaving' so the leaving 'opacity: 0' takes precedence. A focus
   * (pulsate) ripple keeps 'pulsateKeyframe' (no opacity animation) on exit, so
   * it relies on this static 'opacity: 0' to disappear on blur instead of
   * lingering until removal.
   */
  & .${F.child} {
    opacity: 1;
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
    background-color: currentColor;
  }

  & .${F.childLeaving} {
    opacity: 0;
  }

  & .${F.childPulsate} {
    position: absolute;
    /* @noflip */
    left: 0px;
    top: 0;
  }

  ${({theme:e})=>X(e)}
`,de=_.forwardRef(function(e,t){let n=f({props:e,name:`MuiTouchRipple`}),i=U(h().motion.reducedMotion,!1),{center:a=!1,classes:o=G,className:s,...c}=n,[l,u]=_.useState({items:K,order:K}),d=l.items,p=_.useRef(0),m=_.useRef(null),g=_.useRef(!1);j(()=>(g.current=!0,()=>{g.current=!1})),_.useEffect(()=>{m.current&&=(m.current(),null)},[d]);let v=_.useRef(!1),y=N(),b=_.useRef(null),x=_.useRef(null),C=S(e=>{g.current&&u(t=>{let n=t.items.filter(t=>t.key!==e);return{items:n,order:J(t.order.filter(t=>t!==e),n.filter(e=>!e.exiting).map(e=>e.key))}})}),w=S(e=>{let{pulsate:t,rippleX:n,rippleY:r,rippleSize:i,cb:a}=e,o=p.current;p.current+=1,u(e=>{let a=[...e.items,{key:o,pulsate:t,rippleX:n,rippleY:r,rippleSize:i,exiting:!1}];return{items:a,order:J(e.order,a.filter(e=>!e.exiting).map(e=>e.key))}}),m.current=a}),T=S((e=G,t=G,n=q)=>{let{pulsate:r=!1,center:i=a||t.pulsate,fakeElement:o=!1}=t;if(e?.type===`mousedown`&&v.current){v.current=!1;return}e?.type===`touchstart`&&(v.current=!0);let{rippleX:s,rippleY:c,rippleSize:l}=Y({event:e,element:o?null:x.current,center:i});e?.touches?b.current===null&&(b.current=()=>{w({pulsate:r,rippleX:s,rippleY:c,rippleSize:l,cb:n})},y.start(80,()=>{b.current&&=(b.current(),null)})):w({pulsate:r,rippleX:s,rippleY:c,rippleSize:l,cb:n})}),E=S(()=>{T(G,{pulsate:!0})}),D=S((e,t)=>{y.clear(),e?.type===`touchend`&&b.current?(b.current(),b.current=null,y.start(0,()=>{D(e,t)})):(b.current=null,u(e=>{let t=e.items.findIndex(e=>!e.exiting);if(t===-1)return e;let n=e.items.slice();return n[t]={...n[t],exiting:!0},{items:n,order:J(e.order,n.filter(e=>!e.exiting).map(e=>e.key))}}),m.current=t)});_.useImperativeHandle(t,()=>({pulsate:E,start:T,stop:D}),[E,T,D]);let O=new Map(d.map(e=>[e.key,e])),ee=l.order.map(e=>O.get(e)).filter(Boolean);return(0,P.jsx)(le,{className:r(F.root,o.root,s),ref:x,...c,children:ee.map(e=>(0,P.jsx)(ue,{classes:{ripple:r(o.ripple,F.ripple),rippleVisible:r(o.rippleVisible,F.rippleVisible),ripplePulsate:r(o.ripplePulsate,F.ripplePulsate),child:r(o.child,F.child),childLeaving:r(o.childLeaving,F.childLeaving),childPulsate:r(o.childPulsate,F.childPulsate)},timeout:i.shouldReduceMotion?0:W,pulsate:e.pulsate,rippleX:e.rippleX,rippleY:e.rippleY,rippleSize:e.rippleSize,in:!e.exiting,onExited:()=>C(e.key)},e.key))})});function fe(e){return s(`MuiButtonBase`,e)}var Z=c(`MuiButtonBase`,[`root`,`disabled`,`focusVisible`]),pe=e=>{let{disabled:t,focusVisible:n,focusVisibleClassName:r,suppressFocusVisible:i,classes:a}=e,o=d({root:[`root`,t&&`disabled`,n&&!i&&`focusVisible`]},fe,a);return n&&!i&&r&&(o.root+=` ${r}`),o},me=u(`button`,{name:`MuiButtonBase`,slot:`Root`})(l(({theme:e})=>({display:`inline-flex`,alignItems:`center`,justifyContent:`center`,position:`relative`,boxSizing:`border-box`,WebkitTapHighlightColor:`transparent`,backgroundColor:`transparent`,outline:0,border:0,margin:0,borderRadius:0,padding:0,cursor:`pointer`,userSelect:`none`,verticalAlign:`middle`,MozAppearance:`none`,WebkitAppearance:`none`,textDecoration:`none`,color:`inherit`,"&::-moz-focus-inner":{borderStyle:`none`},[`&.${Z.disabled}`]:{pointerEvents:`none`,cursor:`default`},"@media print":{colorAdjust:`exact`},variants:[{props:{internalDisabledThemeFocusVisible:!1},style:e.focusVisible&&{...i,[`&.${Z.focusVisible}`]:e.focusVisible}}]}))),he=_.forwardRef(function(e,t){let n=f({props:e,name:`MuiButtonBase`}),{action:i,centerRipple:a=!1,children:o,className:s,component:c=`button`,disabled:l=!1,disableRipple:u=!1,disableTouchRipple:d=!1,focusRipple:p=!1,focusVisibleClassName:m,focusableWhenDisabled:h,suppressFocusVisible:v=!1,internalNativeButton:y,internalDisabledThemeFocusVisible:x=!1,LinkComponent:C=`a`,nativeButton:w,onBlur:E,onClick:D,onContextMenu:O,onDragLeave:k,onFocus:A,onFocusVisible:j,onKeyDown:M,onKeyUp:N,onMouseDown:te,onMouseLeave:F,onMouseUp:I,onTouchEnd:ne,onTouchMove:re,onTouchStart:ie,tabIndex:L=0,TouchRippleProps:R,touchRippleRef:z,type:B,...V}=n,H=!!(V.href||V.to),ae=!!V.formAction,U=c;U===`button`&&H&&(U=C);let W=typeof U==`string`?U===`button`:y??!1,G=w??W,K=ee(),q=b(K.ref,z),[J,Y]=_.useState(!1);(l||v)&&J&&Y(!1);let oe=S(e=>{p&&!e.repeat&&J&&e.key===` `&&K.stop(e,()=>{K.start(e)})}),se=S(e=>{p&&e.key===` `&&J&&!e.defaultPrevented&&K.stop(e,()=>{K.pulsate(e)})}),{getButtonProps:ce,rootRef:X}=T({nativeButton:G,nativeButtonProp:w,internalNativeButton:W,allowInferredHostMismatch:H||typeof U==`string`,disabled:l,type:B,hasFormAction:ae,tabIndex:L,onBeforeKeyDown:oe,onBeforeKeyUp:se}),{onClick:le,onKeyDown:ue,onKeyUp:fe,...Z}=ce({onClick:D,onKeyDown:M,onKeyUp:N});_.useImperativeHandle(i,()=>({focusVisible:()=>{Y(!0),X.current.focus()}}),[X]);let he=K.shouldMount&&!u&&!l;_.useEffect(()=>{J&&p&&!u&&K.pulsate()},[u,p,J,K]);let ge=Q(K,`start`,te,d),_e=Q(K,`stop`,O,d),ve=Q(K,`stop`,k,d),ye=Q(K,`stop`,I,d),be=Q(K,`stop`,e=>{J&&e.preventDefault(),F&&F(e)},d),xe=Q(K,`start`,ie,d),Se=Q(K,`stop`,ne,d),Ce=Q(K,`stop`,re,d),we=Q(K,`stop`,e=>{g(e.target)||Y(!1),E&&E(e)},!1),Te=S(e=>{X.current||=e.currentTarget,!v&&g(e.target)&&(Y(!0),j&&j(e)),A&&A(e)}),$={};H&&($.tabIndex=l?-1:L,l&&($[`aria-disabled`]=l),$.type=B);let Ee=b(t,X),De={...n,centerRipple:a,component:c,disabled:l,disableRipple:u,disableTouchRipple:d,focusRipple:p,suppressFocusVisible:v,tabIndex:L,focusVisible:J,internalDisabledThemeFocusVisible:x},Oe=pe(De);return(0,P.jsxs)(me,{as:U,className:r(Oe.root,s),ownerState:De,onBlur:we,onClick:le,onContextMenu:_e,onFocus:Te,onKeyDown:ue,onKeyUp:fe,onMouseDown:ge,onMouseLeave:be,onMouseUp:ye,onDragLeave:ve,onTouchEnd:Se,onTouchMove:Ce,onTouchStart:xe,ref:Ee,...H?$:Z,...V,children:[o,he?(0,P.jsx)(de,{ref:q,center:a,...R}):null]})});function Q(e,t,n,r=!1){return S(i=>(n&&n(i),r||e[t](i),!0))}export{N as a,S as c,y as d,v as f,M as i,x as l,Z as n,j as o,U as r,D as s,he as t,b as u};