/** Interface strings of the company service pages; their copy lives in `content/`. */
export const companyServices = {
  zh: {
    pages: { bugbounty: '可信众测', internetAttack: '互联网暴露面测绘', attackEffect: '入侵与攻击模拟' },
    cta: '预约咨询',
    ctaProcess: '了解服务流程',
    sections: { value: '服务价值', process: '服务流程', deliverables: '交付成果', pricing: '计费方式', faq: '常见问题' },
    highlights: '服务亮点',
    step: '第 {{n}} 步',
    carousel: { prev: '上一项', next: '下一项', position: '{{n}} / {{total}}', choose: '选择要查看的服务价值' },
  },
  en: {
    pages: { bugbounty: 'Trusted crowd testing', internetAttack: 'Attack-surface mapping', attackEffect: 'Breach and attack simulation' },
    cta: 'Talk to us',
    ctaProcess: 'See how it works',
    sections: { value: 'Service value', process: 'How it works', deliverables: 'What you get', pricing: 'Pricing', faq: 'Frequently asked questions' },
    highlights: 'Highlights',
    step: 'Step {{n}}',
    carousel: { prev: 'Previous', next: 'Next', position: '{{n}} / {{total}}', choose: 'Choose a service value to view' },
  },
};
