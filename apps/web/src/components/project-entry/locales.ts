/** The hacker project entry (spec 000 §4): what a person is told on the way into a project. */
export const projectEntry = {
  zh: {
    certifyFirst: '进入项目前请先完成实名认证，正在前往实名认证页面…',
    certifyNow: '立即认证',
    redirectFailed: '项目入口暂时无法打开，请稍后再试',
    popupBlocked: '浏览器拦截了新窗口，请点击此处打开项目入口',
    dismiss: '关闭提示',
  },
  en: {
    certifyFirst: 'Complete real-name certification before entering projects. Taking you to real-name certification…',
    certifyNow: 'Certify now',
    redirectFailed: 'The project entrance cannot be opened right now, please try again later',
    popupBlocked: 'Your browser blocked the new window: open the project entrance here',
    dismiss: 'Dismiss',
  },
};
