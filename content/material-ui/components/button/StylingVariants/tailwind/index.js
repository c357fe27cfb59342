import * as React from 'react';
import './tailwind.css';

export default function StylingVariants() {
  return (
    <button
      type="button"
      className="cursor-pointer rounded-[8px] border-0 bg-[#0b6bcb] px-[24px] py-[8px] text-[0.875rem] leading-[1.5] font-bold text-white [font-family:inherit] hover:bg-[#185ea5]"
    >
      Book a demo
    </button>
  );
}
